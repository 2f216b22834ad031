/**
 * A small set of line icons (24-unit grid, 1.75 stroke) drawn for Greenhouse, so the app needs
 * no icon package and no network. Icons are decorative (`aria-hidden`); the control that holds
 * one carries the accessible name.
 */
import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(paths: React.ReactNode, displayName: string) {
  function Icon({ size = 16, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const PlusIcon = make(<path d="M12 5v14M5 12h14" />, "PlusIcon");
export const TrashIcon = make(
  <>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
  "TrashIcon",
);
export const CopyIcon = make(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
  "CopyIcon",
);
export const PencilIcon = make(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />, "PencilIcon");
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
  "SearchIcon",
);
export const UploadIcon = make(<path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />, "UploadIcon");
export const DownloadIcon = make(<path d="M12 4v12M7 11l5 5 5-5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />, "DownloadIcon");
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />, "ChevronDownIcon");
export const ChevronUpIcon = make(<path d="M6 15l6-6 6 6" />, "ChevronUpIcon");
export const ChevronRightIcon = make(<path d="M9 6l6 6-6 6" />, "ChevronRightIcon");
/** To the first step: a bar and a chevron (the media glyphs are in no bundled font). */
export const FirstIcon = make(<path d="M7 6v12M17 6l-6 6 6 6" />, "FirstIcon");
/** To the last step. */
export const LastIcon = make(<path d="M17 6v12M7 6l6 6-6 6" />, "LastIcon");
export const ChevronLeftIcon = make(<path d="M15 6l-6 6 6 6" />, "ChevronLeftIcon");
export const ArrowUpDownIcon = make(<path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" />, "ArrowUpDownIcon");
export const GripIcon = make(
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
  "GripIcon",
);
export const MoreIcon = make(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
  "MoreIcon",
);
export const CheckIcon = make(<path d="M5 12.5l4.5 4.5L19 7.5" />, "CheckIcon");
export const XIcon = make(<path d="M6 6l12 12M18 6L6 18" />, "XIcon");
export const AlertIcon = make(
  <>
    <path d="M12 4l9 16H3l9-16z" />
    <path d="M12 10v4M12 17.5v.01" />
  </>,
  "AlertIcon",
);
export const ErrorIcon = make(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 8v5M12 16.5v.01" />
  </>,
  "ErrorIcon",
);
export const InfoIcon = make(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5M12 7.5v.01" />
  </>,
  "InfoIcon",
);
export const HistoryIcon = make(
  <>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7" />
    <path d="M4 4v4.7h4.7M12 8v4l3 2" />
  </>,
  "HistoryIcon",
);
export const PrinterIcon = make(
  <>
    <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2" />
    <rect x="7" y="14" width="10" height="6" rx="1" />
  </>,
  "PrinterIcon",
);
export const BookIcon = make(<path d="M5 19V5a2 2 0 0 1 2-2h12v14H7a2 2 0 0 0-2 2zm0 0a2 2 0 0 0 2 2h12v-4M9 7h6" />, "BookIcon");
export const ImageIcon = make(
  <>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M20 16l-5-5-9 8" />
  </>,
  "ImageIcon",
);
export const LeafIcon = make(
  <>
    <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14z" />
    <path d="M5 19l7-7" />
  </>,
  "LeafIcon",
);
export const LayersIcon = make(<path d="M12 4l8 4-8 4-8-4 8-4zM4 12l8 4 8-4M4 16l8 4 8-4" />, "LayersIcon");
export const TableIcon = make(
  <>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <path d="M4 10h16M10 10v9" />
  </>,
  "TableIcon",
);
export const SettingsIcon = make(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
  "SettingsIcon",
);
export const FileIcon = make(<path d="M14 4H7a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V8l-4-4zM14 4v4h4" />, "FileIcon");
export const ExternalIcon = make(<path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />, "ExternalIcon");
export const MoveIcon = make(<path d="M5 12h14M15 8l4 4-4 4M9 5H5v14h4" />, "MoveIcon");
export const KeyboardIcon = make(
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M7 10h.01M11 10h.01M15 10h.01M8 14h8" />
  </>,
  "KeyboardIcon",
);
export const RefreshIcon = make(<path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5" />, "RefreshIcon");
