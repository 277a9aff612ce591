import { Menu as menu, MessageCircle as messageCircle, Search as search, X as x } from 'lucide';
import { lucideIcon } from './svg.tsx';

export const Menu = lucideIcon('lucide-menu', menu);
export const X = lucideIcon('lucide-x', x);
export const MessageCircle = lucideIcon('lucide-message-circle', messageCircle);
export const SearchIcon = lucideIcon('lucide-search', search);
