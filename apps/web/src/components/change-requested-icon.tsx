import { ThemeIcon } from '@mantine/core';

/** The mark of an officer's change request (a pencil), beside words that say it: decorative, hidden from screen readers. */
export function ChangeRequestedIcon() {
  return (
    <ThemeIcon color="orange.9" size={20} radius="xl" aria-hidden style={{ flexShrink: 0 }}>
      <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 20h4L19 9l-4-4L4 16v4z" />
        <path d="M13.5 6.5l4 4" />
      </svg>
    </ThemeIcon>
  );
}
