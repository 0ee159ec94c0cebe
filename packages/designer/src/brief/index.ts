export { readBrief, languageOf, pagesOf, type BriefRequest } from './read-brief';
