import { BellRing as bellRing, LoaderCircle as loaderCircle, MailCheck as mailCheck, Send as send } from 'lucide';
import { lucideIcon } from '../../components/icons/svg.tsx';

export const Send = lucideIcon('lucide-send', send);
export const BellRing = lucideIcon('lucide-bell-ring', bellRing);
export const MailCheck = lucideIcon('lucide-mail-check', mailCheck);
export const LoaderCircle = lucideIcon('lucide-loader-circle lucide-loader-2', loaderCircle);
