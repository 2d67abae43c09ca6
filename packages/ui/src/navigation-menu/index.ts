export { NavigationMenu, type NavigationMenuLink, type NavigationMenuProps } from './navigation-menu';
