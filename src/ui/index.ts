// Public face of the UI kit: design-system primitives, theme tokens, colour scheme, icons.
// Styles ship separately as `vellum/style.css` (src/ui/style.css).
export {Autocomplete, type AutocompleteOption, type AutocompleteProps} from './Autocomplete'
export {Avatar, AVATAR_SIZES, initialsOf, type AvatarProps} from './Avatar'
export {AvatarStack, type AvatarStackProps} from './AvatarStack'
export {Badge, type BadgeProps} from './Badge'
export {Button, type ButtonProps} from './Button'
export {Card, type CardProps} from './Card'
export {Checkbox, type CheckboxProps} from './Checkbox'
export {
  COLOR_SCHEME_PREFERENCES,
  createColorSchemeStore,
  isColorSchemePreference,
  type ColorScheme,
  type ColorSchemePreference,
  type ColorSchemeStorage,
  type ColorSchemeStore,
  type ColorSchemeStoreOptions,
} from './colorScheme'
export {
  AVATAR_STACK_MAX,
  AVATAR_STACK_SPACING,
  SPINNER_DELAY_MS,
  TOAST_DURATION_MS,
  TOAST_Z_OFFSET,
  TOOLTIP_DELAY_MS,
} from './constants'
export {Dialog, type DialogProps} from './Dialog'
export {Flex, type FlexProps} from './Flex'
export {Grid, type GridProps} from './Grid'
export {Heading, type HeadingProps} from './Heading'
export {IconButton, type IconButtonProps} from './IconButton'
export {
  AddIcon,
  CheckmarkIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  CopyIcon,
  createIcon,
  DesktopIcon,
  DocumentIcon,
  DownloadIcon,
  EditIcon,
  EllipsisHorizontalIcon,
  ErrorIcon,
  HelpIcon,
  ImageIcon,
  InfoIcon,
  LeaveIcon,
  LinkIcon,
  LockIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SuccessIcon,
  SunIcon,
  TrashIcon,
  UploadIcon,
  UserIcon,
  WarningIcon,
  type IconComponent,
  type IconProps,
} from './icons'
export {Layer, LayerProvider, useLayerZIndex, type LayerProps, type LayerProviderProps} from './Layer'
export {Menu, type MenuProps} from './Menu'
export {MenuDivider} from './MenuDivider'
export {MenuGroup, type MenuGroupProps} from './MenuGroup'
export {MenuItem, type MenuItemProps} from './MenuItem'
export {Popover, type PopoverProps} from './Popover'
export {createPreloadable, type Preloadable} from './preloadable'
export {Radio, type RadioProps} from './Radio'
export {RadioGroup, type RadioGroupProps} from './RadioGroup'
export type {ReferenceElement} from './referenceElement'
export {Select, type SelectProps} from './Select'
export {Spinner, type SpinnerProps} from './Spinner'
export {Stack, type StackProps} from './Stack'
export {Switch, type SwitchProps} from './Switch'
export {Tab, type TabProps} from './Tab'
export {TabList, type TabListProps} from './TabList'
export {TabPanel, type TabPanelProps} from './TabPanel'
export {Tabs, type TabsProps} from './Tabs'
export {Text, type TextProps} from './Text'
export {TextArea, type TextAreaProps} from './TextArea'
export {TextInput, type TextInputProps} from './TextInput'
export {
  color,
  darkTheme,
  lightTheme,
  space,
  themeVariables,
  toneColor,
  type ColorToken,
  type ThemeTokens,
  type Tone,
} from './theme'
export {ThemeProvider, type ThemeProviderProps} from './ThemeProvider'
export {useInThemeRoot} from './ThemeContext'
export {Toast, type ToastProps, type ToastStatus} from './Toast'
export {type ToastApi, type ToastParams} from './ToastContext'
export {ToastProvider, type ToastProviderProps} from './ToastProvider'
export {Tooltip, type TooltipProps} from './Tooltip'
export {useColorScheme, type UseColorSchemeResult} from './useColorScheme'
export {useSystemColorScheme} from './useSystemColorScheme'
export {USER_COLORS, userColor, type UserColorName} from './userColor'
export {useToast} from './useToast'
