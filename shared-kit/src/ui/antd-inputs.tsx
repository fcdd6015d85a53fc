/** antd family `ui/antd-inputs`: the form controls beyond antd-core's Input (numbers, check boxes, radios, switches). Provided by the shell in the `antd-data` file. */
export { Checkbox, InputNumber, Radio, Switch } from 'antd';
