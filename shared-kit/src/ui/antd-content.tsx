/** antd family `ui/antd-content`: the screens' layout components (Card, which brings Tabs for its tab list; Descriptions, Tabs, Timeline). Provided by the shell in its own file, fetched by the screens that render one. */
export { Card, Descriptions, Tabs, Timeline } from 'antd';
