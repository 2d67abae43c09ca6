export { type SignInCredentials, type SignInEvent, SignInRefused, signInMachine } from './sign-in.machine';
