import {
  CalendarDays as calendarDays,
  CirclePlay as circlePlay,
  Clock as clock,
  Download as download,
  FileText as fileText,
  Users as users,
  VideoOff as videoOff,
} from 'lucide';
import { lucideIcon } from './svg.tsx';

export const CalendarDays = lucideIcon('lucide-calendar-days', calendarDays);
export const Clock = lucideIcon('lucide-clock', clock);
export const PlayCircle = lucideIcon('lucide-circle-play lucide-play-circle', circlePlay);
export const Users = lucideIcon('lucide-users', users);
export const VideoOff = lucideIcon('lucide-video-off', videoOff);
export const Download = lucideIcon('lucide-download', download);
export const FileText = lucideIcon('lucide-file-text', fileText);
