export { readBrief, pagesOf, type BriefRequest } from './read-brief';
