import classes from './content.module.css';

/**
 * A body written in the editor, as the server stored it: its HTML was cleaned on write with an allow-list
 * (sanitize-html), which is what makes rendering it as HTML safe. `language` is the language the server
 * says the text is in (English where no Bengali was written), so screen readers and fonts follow it.
 */
export function ContentHtml({ html, language }: { html: string; language: 'en' | 'bn' }) {
  return <div lang={language} className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
