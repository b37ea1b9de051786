import '@mantine/tiptap/styles.css';
import { Input, Loader } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { MEDIA_MIME_TYPES, type TMediaItem } from '@portal/contract';
import { FileHandler } from '@tiptap/extension-file-handler';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from '@/components/media-picker';
import { AltPrompt } from './alt-prompt';
import { editorLabels } from './labels';
import { hasAlt, mediaImageSrc } from './media-html';
import type { RichTextEditorProps } from './types';
import { usePastedImages } from './use-pasted-images';

function ImageIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x={3} y={4} width={18} height={16} rx={2} />
      <circle cx={9} cy={10} r={2} />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

/**
 * Rich text for news and pages: headings h2-h4 (the page's title is the h1), emphasis, lists, links,
 * quotes, tables, rules and images from the media library. Its HTML goes to the server, which keeps only
 * its allow-list. Pasted or dropped image files go to the media library first and are inserted once
 * their alt text is written.
 */
export default function RichTextEditor({ label, description, value, onChange, lang, placeholder, error, readOnly = false }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const messageId = useId();
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [
      // Our Link below replaces the starter kit's: it adds the toolbar's Ctrl+K link editor.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] }),
      Image.configure({ allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      FileHandler.configure({
        allowedMimeTypes: [...MEDIA_MIME_TYPES],
        onPaste: (_editor, files) => void images.add(files, null),
        onDrop: (_editor, files, pos) => void images.add(files, pos),
      }),
    ],
    content: value,
    editable: !readOnly,
    // An empty document is '' rather than '<p></p>', so 'required' checks see it as empty.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error || description ? { 'aria-describedby': messageId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
      },
    },
  });
  const images = usePastedImages(editor);

  const pick = (item: TMediaItem) => {
    // The picker only offers images with alt text; checked again because inserting without it must never happen.
    if (!hasAlt(item)) return;
    editor?.chain().focus().setImage({ src: mediaImageSrc(item), alt: item.alt }).run();
    setPicking(false);
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      description={error ? undefined : description && <span id={messageId}>{description}</span>}
      error={error && <span id={messageId}>{error}</span>}
    >
      <MantineEditor editor={editor} labels={editorLabels(t)} mt={4}>
        {!readOnly && (
          <MantineEditor.Toolbar sticky stickyOffset={60} role="toolbar" aria-label={t('richText.toolbar', { field: label })}>
            <MantineEditor.ControlsGroup>
              <MantineEditor.H2 />
              <MantineEditor.H3 />
              <MantineEditor.H4 />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
              <MantineEditor.Underline />
              <MantineEditor.Strikethrough />
              <MantineEditor.ClearFormatting />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
              <MantineEditor.Blockquote />
              <MantineEditor.Hr />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Link />
              <MantineEditor.Unlink />
              <MantineEditor.Control onClick={() => setPicking(true)} aria-label={t('richText.image')} title={t('richText.image')}>
                <ImageIcon />
              </MantineEditor.Control>
              {images.uploading && <Loader size="xs" aria-label={t('richText.uploading')} />}
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.TableInsert />
              <MantineEditor.TableRowAfter />
              <MantineEditor.TableColumnAfter />
              <MantineEditor.TableToggleHeaderRow />
              <MantineEditor.TableRowDelete />
              <MantineEditor.TableColumnDelete />
              <MantineEditor.TableDelete />
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Undo />
              <MantineEditor.Redo />
            </MantineEditor.ControlsGroup>
          </MantineEditor.Toolbar>
        )}
        <MantineEditor.Content mih={220} />
      </MantineEditor>
      <MediaPicker opened={picking} onClose={() => setPicking(false)} onPick={pick} title={t('richText.image_picker_title')} />
      <AltPrompt item={images.waiting} pending={images.pending} error={images.error} onInsert={images.insert} onSkip={images.skip} />
    </Input.Wrapper>
  );
}
