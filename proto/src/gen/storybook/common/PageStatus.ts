// Original file: proto/storybook/common.proto

export const PageStatus = {
  PAGE_STATUS_UNSPECIFIED: 'PAGE_STATUS_UNSPECIFIED',
  PAGE_STATUS_PENDING: 'PAGE_STATUS_PENDING',
  PAGE_STATUS_READY: 'PAGE_STATUS_READY',
  PAGE_STATUS_FAILED: 'PAGE_STATUS_FAILED',
} as const;

export type PageStatus =
  | 'PAGE_STATUS_UNSPECIFIED'
  | 0
  | 'PAGE_STATUS_PENDING'
  | 1
  | 'PAGE_STATUS_READY'
  | 2
  | 'PAGE_STATUS_FAILED'
  | 3

export type PageStatus__Output = typeof PageStatus[keyof typeof PageStatus]
