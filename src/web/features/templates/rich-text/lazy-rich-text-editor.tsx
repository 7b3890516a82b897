import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror are large: they load with the first dialog that edits HTML, never with a page.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
