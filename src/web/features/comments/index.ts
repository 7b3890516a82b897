export { CommentsPanel } from './components/comments-panel';
