export {
  type RedeemedUsersSort,
  RedeemedUsersTable,
  type RedeemedUsersTableProps,
} from './redeemed-users-table';
