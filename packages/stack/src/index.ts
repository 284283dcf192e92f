export { startStack, STACK_SERVICES, type Stack, type StackOptions } from './run-stack';
