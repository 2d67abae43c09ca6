import { Alert } from '../alert';
import { Banner } from '../banner';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { Checkbox } from '../checkbox';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { RatingStars } from '../rating-stars';
import { Select } from '../select';
import { Slider } from '../slider';
import { Switch } from '../switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { Tag } from '../tag';
import { TextField } from '../text-field';

/** Many widgets in many states at once, so one accessibility check covers their colours in a theme. */
export function ThemeMatrix() {
  return (
    <div className="grid gap-6 bg-background p-4 text-foreground md:grid-cols-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Delete</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="grid gap-2">
        <Alert tone="info">Information</Alert>
        <Alert tone="success">Saved</Alert>
        <Alert tone="warning">Check this</Alert>
        <Alert tone="danger">Something failed</Alert>
      </div>
      <div className="grid gap-2">
        <Banner tone="success" durationMs={null}>
          Thanks. We appreciate your feedback.
        </Banner>
        <Banner tone="warning" durationMs={null}>
          Off the clock
        </Banner>
      </div>
      <div className="flex flex-wrap gap-2">
        <Tag label="Safety" />
        <Tag label="Removable" onRemove={() => undefined} />
      </div>
      <div className="grid gap-3">
        <TextField label="Name" defaultValue="Maya" />
        <TextField label="Short name" errorMessage="is required" />
        <Select label="Language" options={[{ value: 'english', label: 'English' }]} defaultValue="english" />
        <Checkbox label="Subscribed" defaultChecked />
        <Switch label="Notifications" defaultChecked />
        <Slider label="Expertise" variant="assessment" defaultValue={5} />
      </div>
      <div className="grid gap-3">
        <Card>
          <CardHeader>
            <CardTitle>Customer Service Essentials</CardTitle>
          </CardHeader>
          <CardContent className="text-muted-foreground">Greeting, listening and resolving.</CardContent>
        </Card>
        <RatingStars value={4} readOnly />
        <Tabs defaultValue="segments">
          <TabsList aria-label="Learning">
            <TabsTrigger value="segments">Segments</TabsTrigger>
            <TabsTrigger value="plans">Plans</TabsTrigger>
          </TabsList>
          <TabsContent value="segments">Segments list</TabsContent>
          <TabsContent value="plans">Plans list</TabsContent>
        </Tabs>
        <Pagination totalPages={12} defaultPage={6} />
        <EmptyState title="No activity yet" description="Take a content to earn your first points." />
      </div>
    </div>
  );
}
