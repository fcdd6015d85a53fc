/** antd family `ui/antd-pickers`: DatePicker and TimePicker (rc-picker with dayjs). Provided by the shell in its own file, fetched when a picker is rendered. */
export { DatePicker, TimePicker } from 'antd';
