/** antd family `ui/antd-select`: Select and AutoComplete (rc-select). Provided by the shell in the `antd-data` file. */
export { AutoComplete, Select } from 'antd';
