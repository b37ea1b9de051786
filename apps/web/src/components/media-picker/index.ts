export { MediaPicker, type MediaPickerProps } from './media-picker';
