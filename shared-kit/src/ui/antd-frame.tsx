/**
 * antd family `ui/antd-frame`: what the signed-in frame renders (header, sidebar, panels, page
 * frame) and the small components most screens use. The shell loads it with its signed-in part
 * (`later`), so a remote's page never fetches it apart.
 */
export { Avatar, Badge, Breadcrumb, Col, Divider, Drawer, Dropdown, Empty, List, Modal, Popover, Progress, Row, Skeleton, Space, Tag, Tooltip } from 'antd';
