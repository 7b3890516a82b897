import { Extension } from '@tiptap/core';

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

// The blocks that carry an alignment; the server keeps `text-align` on exactly these (template-html.ts).
const ALIGNED_TYPES = ['paragraph', 'heading'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: {
      /** Aligns the paragraphs and headings in the selection. */
      setTextAlign: (alignment: TextAlignment) => ReturnType;
    };
  }
}

/**
 * Left is the default and is stored as no attribute at all, so plain paragraphs save without a style
 * and templates written before alignment existed keep the same HTML.
 */
function toAttribute(alignment: TextAlignment): TextAlignment | null {
  return alignment === 'left' ? null : alignment;
}

function isAlignment(value: string): value is TextAlignment {
  return (TEXT_ALIGNMENTS as readonly string[]).includes(value);
}

/** The node attributes that mean `alignment`, for `editor.isActive`. */
export function textAlignAttributes(alignment: TextAlignment) {
  return { textAlign: toAttribute(alignment) };
}

/** Paragraph and heading alignment, saved as an inline `style="text-align: …"`. */
export const TextAlign = Extension.create({
  name: 'textAlign',

  addGlobalAttributes() {
    return [
      {
        types: ALIGNED_TYPES,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign;
              return isAlignment(value) ? toAttribute(value) : null;
            },
            renderHTML: (attributes) =>
              attributes.textAlign ? { style: `text-align: ${attributes.textAlign}` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ALIGNED_TYPES.map((type) =>
            commands.updateAttributes(type, { textAlign: toAttribute(alignment) }),
          ).some(Boolean),
    };
  },
});
