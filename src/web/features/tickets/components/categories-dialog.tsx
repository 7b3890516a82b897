import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ticketCategoryBody, type TicketCategory, type TicketCategoryBody } from '@shared/tickets/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useDeleteTicketCategory } from '../api/delete-ticket-category';
import { useTicketCategories } from '../api/get-ticket-categories';
import { useSaveTicketCategory } from '../api/save-ticket-category';

/** Adds a category, or renames and re-times the one being edited; a new form follows each save. */
function CategoryForm({ category, onDone }: { category: TicketCategory | null; onDone: () => void }) {
  const { t } = useTranslation('tickets');
  const form = useForm<TicketCategoryBody, unknown, z.output<typeof ticketCategoryBody>>({
    resolver: zodResolver(ticketCategoryBody),
    defaultValues: category
      ? { name: category.name, response_hours: String(category.response_hours) }
      : { name: '', response_hours: '24' },
  });
  const save = useSaveTicketCategory();
  const submit = useSaveAndClose(
    form,
    (input) => save.mutateAsync({ ...(category ? { id: category.id } : {}), ...input }),
    () => {
      form.reset({ name: '', response_hours: '24' });
      onDone();
    },
    category ? 'records.updated' : 'records.created',
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField
        name="name"
        control={form.control}
        label={t('fields.name')}
        required
        size="small"
        sx={{ flex: 2 }}
      />
      <FormTextField
        name="response_hours"
        control={form.control}
        label={t('fields.response_hours')}
        required
        size="small"
        type="number"
        sx={{ flex: 1 }}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {category ? t('category_dialog.save') : t('category_dialog.add')}
        </Button>
        {category && <Button onClick={onDone}>{t('category_dialog.cancel_edit')}</Button>}
      </Stack>
    </Stack>
  );
}

/** manage_tickets: the categories with their response times; a category in use cannot be deleted. */
export function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const categories = useTicketCategories();
  const [editing, setEditing] = useState<TicketCategory | null>(null);
  const remove = useDeleteTicketCategory();
  const onDelete = useDeleteAction((id: number) => remove.mutateAsync(id));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('category_dialog.title')}</DialogTitle>
      <DialogContent dividers>
        {categories.isPending ? (
          <PageLoader />
        ) : categories.data?.length ? (
          <List dense>
            {categories.data.map((category) => (
              <ListItem
                key={category.id}
                secondaryAction={
                  <>
                    <Tooltip title={t('category_dialog.edit')}>
                      <IconButton aria-label={t('category_dialog.edit')} onClick={() => setEditing(category)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('category_dialog.delete')}>
                      <IconButton
                        aria-label={t('category_dialog.delete')}
                        onClick={() => void onDelete(category.id)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText
                  primary={category.name}
                  secondary={t('category_dialog.hours', { count: category.response_hours })}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('category_dialog.empty')}</Typography>
        )}
        <Stack sx={{ mt: 2 }}>
          <CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(null)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
