from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("quizzes", "0003_question_types_revoke_correction_opening_lead_spread"),
    ]

    operations = [
        migrations.AddField(
            model_name="servedquestion",
            name="flagged",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="servedquestion",
            name="skipped",
            field=models.BooleanField(default=False),
        ),
    ]
