import { Icon, type IconProps } from './icon';

export const BasketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9h16l-1.5 10h-13L4 9Z" />
    <path d="M8.5 9 12 4l3.5 5" />
  </Icon>
);
