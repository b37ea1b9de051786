import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { THEME_COLOR } from '@portal/contract';

/** Shades of the brand green; shade 6 is the theme colour itself. */
const brand: MantineColorsTuple = [
  '#e6f6ec',
  '#cdeed8',
  '#9ddcb4',
  '#69c98d',
  '#3db86c',
  '#1aa657',
  THEME_COLOR,
  '#00752f',
  '#006328',
  '#004f20',
];

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Portal Bengali', 'Noto Sans Bengali', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack },
  // Required fields are not starred (optional ones say so in their label), which keeps each
  // label's text equal to the field's accessible name. Plain objects rather than TextInput.extend(…): the theme is
  // on every first page, and .extend would bring each component's code with it.
  components: {
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    // A searchable list opens when clicked, typed into or arrowed down, not merely focused: after a refused submit the
    // form focuses its first wrong answer, and a country list opening over it on a phone would hide the message.
    Select: { defaultProps: { openOnFocus: false } },
    MultiSelect: { defaultProps: { openOnFocus: false } },
    // A spinner says what is loading in its aria-label, which an element without a role may not carry (axe's
    // aria-prohibited-attr): a status, which is also read out.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Darker greys and reds than Mantine's defaults so small text keeps a 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  // Read by fonts.css, which puts a Bengali font first wherever the text is Bengali: the device's, else the bundled one.
  variables: { '--portal-font-latin': fontStack, '--portal-font-bengali': `'Portal Bengali', 'Noto Sans Bengali', ${fontStack}` },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Placeholders are text too (a date picker shows one as its value): #6c757d keeps 4.7:1.
    '--mantine-color-placeholder': '#6c757d',
    // Text of light, subtle and outline badges and buttons: Mantine's shade 6 is too pale on white
    // and on the light tints; yellow and orange are too pale at any shade, so they use dark text.
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        ['yellow', 'orange', 'lime'].includes(color) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${color}-9)`,
      ]),
    ),
  },
  dark: {},
});
