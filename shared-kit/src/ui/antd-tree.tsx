/** antd family `ui/antd-tree`: Tree (rc-tree). Provided by the shell in its own file, fetched by the screens that render a tree. */
export { Tree } from 'antd';
export type { TreeDataNode } from 'antd';
