import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '@shared/tasks/contracts';
import { DueText } from './due-text';
import { PriorityChip } from './priority-chip';
import { DoneToggle, TaskEditDelete } from './task-row-actions';

/** Tasks as a short list (a record's, the home card's): done toggle, title, deadline, whose, actions. */
export function TaskItems({ tasks, onEdit }: { tasks: Task[]; onEdit?: (task: Task) => void }) {
  return (
    <Stack divider={<Divider flexItem />} sx={{ gap: 0.5 }}>
      {tasks.map((task) => (
        <Stack key={task.id} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <DoneToggle task={task} />
          <Stack sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
            <Typography
              variant="body2"
              sx={
                task.status === 'done'
                  ? { textDecoration: 'line-through', color: 'text.secondary' }
                  : undefined
              }
            >
              {task.title}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <DueText task={task} />
              {task.priority !== 'normal' && <PriorityChip priority={task.priority} />}
              {task.assignee && (
                <Typography variant="caption" color="text.secondary">
                  {task.assignee.name}
                </Typography>
              )}
            </Stack>
          </Stack>
          {onEdit && <TaskEditDelete task={task} onEdit={onEdit} />}
        </Stack>
      ))}
    </Stack>
  );
}
