export {
  startStack,
  STACK_SERVICES,
  type Stack,
  type StackOptions,
  type StackProcess,
  type Readiness,
} from './run-stack';
