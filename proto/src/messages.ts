/** Message types shared by several services, re-exported under short names. */
export type { Book, Book__Output } from './gen/storybook/common/Book';
export type { ChildProfile, ChildProfile__Output } from './gen/storybook/common/ChildProfile';
export type { Page, Page__Output } from './gen/storybook/common/Page';
export type { ProfileData, ProfileData__Output } from './gen/storybook/common/ProfileData';
export type { ShelfItem, ShelfItem__Output } from './gen/storybook/common/ShelfItem';
export type { StorySummary, StorySummary__Output } from './gen/storybook/common/StorySummary';
export type { UserProfile, UserProfile__Output } from './gen/storybook/common/UserProfile';
export type { QualityReport, QualityReport__Output } from './gen/storybook/story/QualityReport';
