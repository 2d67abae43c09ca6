export { type SignInEvent, signInMachine } from './sign-in.machine';
export { type SignInCredentials, SignInRefused } from './sign-in-refused';
