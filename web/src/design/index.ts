/** The design system's components: use these, never a raw <button>, <input>, <select>, <textarea> or <dialog>. */
export { Avatar } from './avatar';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card } from './card';
export { Dialog, type DialogProps } from './dialog';
export { Checkbox, FileInput, Input, TextArea, type InputProps } from './input';
export { Select } from './select';
export { Skeleton } from './skeleton';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field';
export { TOAST_MS, ToastProvider, useToast } from './toast';
