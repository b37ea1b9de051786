/**
 * Mantine's global styles and the stylesheets of the components other components are built on, in Mantine's order
 * (https://mantine.dev/styles/css-files-list: the dependencies), plus Alert (every form's message), Text and Anchor (most screens) and Notification
 * (the notifications, on every page). The entry's first import, so they come before every other stylesheet. Each
 * other component's stylesheet is added to the modules that import it by the `portal:mantine-styles` plugin in
 * vite.config.ts, which reads the component names of this list (MANTINE_FIRST) from this file.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
