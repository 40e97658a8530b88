"""The desk app: the director's ruling desk (issue 23). The ruling records, the player polls and the judgement ruling step by step."""

from django.apps import AppConfig


class DeskConfig(AppConfig):
    name = "desk"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # The table page offers a director "make a ruling record of this board", its auction page
        # "... of this auction" (desk/table_link.py).
        from situations import table_links

        from .table_link import auction_record_link, record_link

        table_links.BOARD_LINKS.register(record_link)
        table_links.AUCTION_LINKS.register(auction_record_link)
