// What other features may use of messages: the message panels of an analysis and of a comparison.
export { AnalysisMessage } from './components/analysis-message';
export { ComparisonMessages } from './components/comparison-messages';
