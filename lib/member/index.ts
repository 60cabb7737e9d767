export { deviceLabel, type DeviceLabel } from './device';
export { memberShortcuts, type Shortcut, type ShortcutKey } from './shortcuts';
export { loginTimeText } from './time';
