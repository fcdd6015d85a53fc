/**
 * antd family `ui/antd-form`: Form (rc-form, its validator), Input, and Result (the public screens'
 * outcomes; it brings its 403/404/500 illustrations). Provided by the shell in its own file, fetched
 * by the screens and dialogs with a form.
 */
export { Form, Input, Result } from 'antd';
export type { FormInstance } from 'antd';
