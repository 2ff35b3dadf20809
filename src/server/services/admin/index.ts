export { listContactMessages, listEmails } from './inbox';
export { getAdminSettings, setLiveMode } from './settings';
export { adminPlugin } from './plugin';
