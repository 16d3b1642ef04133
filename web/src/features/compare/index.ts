// What other features may use of compare besides its data hooks (api.ts): the dashboard's compare upload and the
// history page's comparison list and selection bar.
export { CompareUpload } from './components/compare-upload';
export { CompareSelectionBar, ComparisonList } from './components/history-comparisons';
