export { submitContactMessage } from './submit';
