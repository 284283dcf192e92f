/** The quality report of every book (quality-report.ts). */
export * from './quality-report';
export { READABILITY, type ReportLanguage } from './languages';
