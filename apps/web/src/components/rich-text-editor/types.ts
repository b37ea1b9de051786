export interface RichTextEditorProps {
  /** Shown above the editor and used as the editable area's accessible name. */
  label: string;
  description?: string;
  /** HTML; read once when the editor is created (remount it, e.g. with a key, to load other content). */
  value: string;
  /** The editor's HTML after every change; '' when it is empty. */
  onChange: (html: string) => void;
  /** The language written in: spell checking and screen readers follow it. */
  lang: 'en' | 'bn';
  placeholder?: string;
  error?: string;
  readOnly?: boolean;
}
