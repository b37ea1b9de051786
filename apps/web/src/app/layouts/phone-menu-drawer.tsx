/**
 * The phone menu's drawer (Mantine's Drawer: modal, focus trap, scroll area), a module of its own so that it loads
 * when the menu is first opened rather than with every first page.
 */
export { Drawer as default } from '@mantine/core';
