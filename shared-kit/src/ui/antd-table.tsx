/**
 * antd family `ui/antd-table`: Table (rc-table, with the pagination, checkbox, radio and sorter it
 * brings). Provided by the shell in the `antd-data` file, fetched when a page renders a table.
 */
export { Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
