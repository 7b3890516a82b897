import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPicker } from './placeholder-picker';
import type { ExtraPlaceholder } from './placeholder-sections';
import { TEXT_ALIGNMENTS, textAlignAttributes, type TextAlignment } from './text-align';

type Props = {
  editor: Editor;
  disabled?: boolean;
  custom: readonly ExtraPlaceholder[];
  onImage?: (file: File) => void;
};

function ToolButton(props: {
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.title}>
      <span>
        <IconButton
          size="small"
          aria-label={props.title}
          aria-pressed={props.active}
          color={props.active ? 'primary' : 'default'}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const HEADING_LEVELS = [1, 2, 3] as const;

const ALIGNMENT_ICONS: Record<TextAlignment, ReactNode> = {
  left: <FormatAlignLeft fontSize="small" />,
  center: <FormatAlignCenter fontSize="small" />,
  right: <FormatAlignRight fontSize="small" />,
  justify: <FormatAlignJustify fontSize="small" />,
};

/** Formatting, history, picture and "Insert field"; every button is reachable with Tab. */
export function EditorToolbar({ editor, disabled, custom, onImage }: Props) {
  const { t } = useTranslation('templates');
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      // None when the selection spans blocks aligned differently.
      alignment: TEXT_ALIGNMENTS.find((alignment) => e.isActive(textAlignAttributes(alignment))),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && onImage) onImage(file);
  };

  return (
    <Stack
      role="toolbar"
      aria-label={t('editor.toolbar')}
      direction="row"
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton
        title={t('editor.bold')}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton
        title={t('editor.italic')}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton
        title={t('editor.underline')}
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      {HEADING_LEVELS.map((level) => (
        <ToolButton
          key={level}
          title={t('editor.heading', { level })}
          active={state.heading === level}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <span style={{ fontSize: 13, fontWeight: 700, minWidth: 20 }}>{`H${level}`}</span>
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem />
      {TEXT_ALIGNMENTS.map((alignment) => (
        <ToolButton
          key={alignment}
          title={t(`editor.align_${alignment}`)}
          active={state.alignment === alignment}
          disabled={disabled}
          onClick={() => chain().setTextAlign(alignment).run()}
        >
          {ALIGNMENT_ICONS[alignment]}
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolButton
        title={t('editor.bullet_list')}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton
        title={t('editor.ordered_list')}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        title={t('editor.undo')}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton
        title={t('editor.redo')}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Redo fontSize="small" />
      </ToolButton>
      {onImage && (
        <>
          <Divider orientation="vertical" flexItem />
          <ToolButton
            title={t('editor.image')}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            <ImageOutlined fontSize="small" />
          </ToolButton>
          <input ref={fileInput} type="file" accept="image/*" hidden onChange={chooseImage} />
        </>
      )}
      <Divider orientation="vertical" flexItem />
      <PlaceholderPicker
        custom={custom}
        disabled={disabled}
        onPick={(text) => chain().insertContent(text).run()}
      />
    </Stack>
  );
}
