export { startStack, STACK_SERVICES, type Stack, type StackOptions, type Readiness } from './run-stack';
