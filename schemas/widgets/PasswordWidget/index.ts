export { PasswordWidget } from './PasswordWidget';
