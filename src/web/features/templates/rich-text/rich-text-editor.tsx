import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/feedback/toast-context';
import { FieldLabel } from '../../../components/form/field-label';
import { EditorToolbar } from './editor-toolbar';
import type { ExtraPlaceholder } from './placeholder-sections';
import { TextAlign } from './text-align';

export type RichTextEditorProps = {
  /** HTML; '' while the editor is empty, so a "required" rule sees a blank value. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** Stores a picture and answers its address; throws with the server's reason. No prop: no image button. */
  uploadImage?: (file: File) => Promise<string>;
  /** Custom fields for "Insert field", next to the built-in placeholders. */
  customFields?: readonly ExtraPlaceholder[];
};

const noCustomFields: readonly ExtraPlaceholder[] = [];

/** The HTML editor of document templates (TipTap), bound like any react-hook-form field. */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  required,
  error,
  disabled,
  uploadImage,
  customFields = noCustomFields,
}: RichTextEditorProps) {
  const toast = useToast();
  const labelId = useId();
  const [uploading, setUploading] = useState(false);
  // The editor is built once; the latest callbacks are read through refs.
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [StarterKit, Image, TextAlign],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: e }) => handlers.current.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  });

  // A value set from outside (a form reset, the record loading) replaces the content. Compared as the
  // render commits: a passive effect can run after further keystrokes and would undo them.
  useLayoutEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  const insertImage = async (file: File) => {
    if (!uploadImage) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box>
      <FormLabel id={labelId} error={error !== undefined} sx={{ display: 'block', mb: 0.5 }}>
        <FieldLabel label={label} required={required} />
      </FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined, overflow: 'hidden' }}>
        <EditorToolbar
          editor={editor}
          disabled={disabled || uploading}
          custom={customFields}
          onImage={uploadImage ? (file) => void insertImage(file) : undefined}
        />
        {uploading && <LinearProgress />}
        <Box
          sx={{
            maxHeight: '40vh',
            overflowY: 'auto',
            '& .ProseMirror': { minHeight: 320, px: 2, py: 1, outline: 'none' },
            '& .ProseMirror:focus-visible': {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
            '& .ProseMirror p': { my: 1 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
