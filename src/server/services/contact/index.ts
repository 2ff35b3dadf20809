export { submitContactMessage } from './submit';
export { contactPlugin } from './plugin';
