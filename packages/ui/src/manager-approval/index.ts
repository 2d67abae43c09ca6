export { ManagerApproval, type ManagerApprovalProps } from './manager-approval';
