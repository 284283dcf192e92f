/** The demo child's picture (decorative beside a name), apart from the demo content so / can show it cheaply. */
export const DEMO_PROFILE_PICTURE = '/images/demo/demo-profile.svg';
